"""The payment domain of the adversarial corpus."""
