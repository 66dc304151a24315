// Typed flags in their own module, read by fixture-app's `typed` mode: their values and, in a
// release build, the code behind a locked flag that its constant excludes.
