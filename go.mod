module clauz3

go 1.26.8

require (
	github.com/google/jsonschema-go v0.4.3
	github.com/spf13/pflag v1.0.10
)
