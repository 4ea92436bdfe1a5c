# vim: set fileencoding=cp1252 :
s = "€™"
