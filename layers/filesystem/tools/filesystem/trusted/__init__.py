"""The trusted filesystem layer: effects (reading, writing, listing files) and contracts."""
