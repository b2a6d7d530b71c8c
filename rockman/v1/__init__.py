"""Generated rockman.v1 protobuf and gRPC code. Do not edit: run scripts/gen_protos.py."""
