enum Theme {
    case sharedCaseName, plain
}

func pick(_ theme: Theme) -> Bool {
    switch theme {
    case .sharedCaseName: true
    case .plain: false
    }
}

let current: Theme = .sharedCaseName
let remoteKey = "by_key"
let raw = #"onlyInString in a raw string"#
let multiline = """
    onlyInString in a multi-line string
    """
