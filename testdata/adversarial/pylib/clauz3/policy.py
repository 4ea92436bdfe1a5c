"""Coverage policies: a value only (witness runs do not enforce them)."""


def domain_policy(when_used, required=(), recommended=(), label=""):
    return {"when_used": when_used, "required": list(required),
            "recommended": list(recommended), "label": label}
