from tools.email.trusted.effects import send_email


def main() -> None:
    send_email("bob@example.com", "hi")
