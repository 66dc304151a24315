import Acme_beta
import Acme_debug
import Acme_release
import Jetpack_a8cBranchTest
import Jetpack_a8cPrereleaseTesting
import Jetpack_appStore
import Jetpack_localDeveloper
import Unsupported_appStore
import Unsupported_branchTest
import Unsupported_localDeveloper
import Unsupported_prereleaseTesting
import WordPress_a8cBranchTest
import WordPress_a8cPrereleaseTesting
import WordPress_appStore
import WordPress_localDeveloper
import WordPressApp_a8cBranchTest
import WordPressApp_a8cPrereleaseTesting
import WordPressApp_appStore
import WordPressApp_localDeveloper

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// Every module compares the original's value of each flag in its configuration with the
// imported manifest's `isEnabled(in:)` for the same configuration.
let results = [
    WordPress_a8cBranchTest.roundTrip(), WordPress_a8cPrereleaseTesting.roundTrip(),
    WordPress_localDeveloper.roundTrip(), WordPress_appStore.roundTrip(),
    Acme_beta.roundTrip(), Acme_debug.roundTrip(), Acme_release.roundTrip(),
    Unsupported_branchTest.roundTrip(), Unsupported_prereleaseTesting.roundTrip(),
    Unsupported_localDeveloper.roundTrip(), Unsupported_appStore.roundTrip(),
    Jetpack_a8cBranchTest.roundTrip(), Jetpack_a8cPrereleaseTesting.roundTrip(),
    Jetpack_localDeveloper.roundTrip(), Jetpack_appStore.roundTrip(),
    WordPressApp_a8cBranchTest.roundTrip(), WordPressApp_a8cPrereleaseTesting.roundTrip(),
    WordPressApp_localDeveloper.roundTrip(), WordPressApp_appStore.roundTrip(),
]
let mismatches = results.flatMap(\.mismatches)
for mismatch in mismatches { print(mismatch) }
print("compared \(results.map(\.compared).reduce(0, +)) values, \(mismatches.count) mismatches")
exit(mismatches.isEmpty ? 0 : 1)
