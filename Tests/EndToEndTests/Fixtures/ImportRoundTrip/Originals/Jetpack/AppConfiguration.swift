/// Which of the two apps this is: the Jetpack app is built with -DJETPACK.
enum AppConfiguration {
    #if JETPACK
    static let isJetpack = true
    #else
    static let isJetpack = false
    #endif
}
