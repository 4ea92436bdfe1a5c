# -*- coding: latin-1 -*-
x = "café"
déjà = 1
