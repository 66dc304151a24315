public let lonely = 1
