// The runtime sits on the layers below it and hands them on: a tool imports `Shared` alone.
@_exported import ToolkitAuth
@_exported import ToolkitCommandModel
@_exported import ToolkitFloor
@_exported import ToolkitHTTP
@_exported import ToolkitVersion
