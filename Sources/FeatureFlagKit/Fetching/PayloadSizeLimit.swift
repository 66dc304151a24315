/// The size limit of a payload when none is given, 1 MiB: the decoder's own limit, named here
/// because a public default argument may only name what its module can inline.
@usableFromInline let defaultPayloadSizeLimit = RemotePayload.defaultSizeLimit
