"""The mail domain of the adversarial corpus."""
