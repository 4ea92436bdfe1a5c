import deal


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr, message="an address has an @")
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr (a test stub: it sends nothing)."""
    return None
