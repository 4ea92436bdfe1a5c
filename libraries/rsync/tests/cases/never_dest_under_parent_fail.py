"""Syncing stage/prod into the parent /srv/ writes /srv/prod/ (probe 9e)."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/srv/prod/"))
def main(slash: bool) -> None:
    dest = "/srv/" if slash else "/srv"
    rsync("/srv/stage/prod", dest, False, ["-a"])
