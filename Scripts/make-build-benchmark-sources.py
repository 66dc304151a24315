#!/usr/bin/env python3
"""Writes the inputs of benchmark-build.sh for N flags into DIR:

  DIR/flags.json                 a manifest of N flags with mixed rules and policies
  DIR/wordpress/FeatureFlag.swift the same flags hand-written the WordPress-iOS way
  DIR/main.swift                 reads one flag that is off in release and one that is on

Usage: make-build-benchmark-sources.py N DIR
"""
import json
import os
import random
import sys

CONFIGURATIONS = ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"]
RULES = [
    True, False, ["localDeveloper"], ["localDeveloper", "prereleaseTesting"],
    {"except": ["appStore"]}, ["branchTest"], ["localDeveloper", "branchTest"],
    {"except": ["appStore", "branchTest"]},
]


def manifest(count):
    rng = random.Random(7)
    flags = []
    for index in range(count):
        flag = {"name": f"flag{index}", "description": f"Flag number {index}.", "enabled": rng.choice(RULES)}
        if index % 7 == 0:
            flag["remote"] = True
        if index % 10 == 0:
            flag["key"] = f"flag_{index}"
        flags.append(flag)
    flags[0] = {"name": "flag0", "description": "Off in release.", "enabled": {"except": ["appStore"]}}
    flags[1] = {"name": "flag1", "description": "On everywhere.", "enabled": True}
    return {"version": 1, "flags": flags}


def enabled_in(rule):
    if rule is True:
        return CONFIGURATIONS
    if rule is False:
        return []
    if isinstance(rule, dict):
        return [name for name in CONFIGURATIONS if name not in rule["except"]]
    return rule


def wordpress(flags):
    """The shape of WordPress-iOS's FeatureFlag.swift: a String-backed enum and one switch arm per flag."""
    lines = [
        "enum BuildConfiguration: String {",
        "    case localDeveloper, branchTest, prereleaseTesting, appStore",
        "",
        "    static var current: BuildConfiguration {",
        "        #if ALPHA_BUILD", "        return .branchTest",
        "        #elseif INTERNAL_BUILD", "        return .prereleaseTesting",
        "        #elseif DEBUG", "        return .localDeveloper",
        "        #else", "        return .appStore", "        #endif",
        "    }",
        "",
        "    static func ~= (a: BuildConfiguration, b: Set<BuildConfiguration>) -> Bool {",
        "        b.contains(a)",
        "    }",
        "}",
        "",
        "enum FeatureFlag: String, CaseIterable {",
    ]
    lines += [f"    case {flag['name']}" for flag in flags]
    lines += ["", "    var enabled: Bool {", "        switch self {"]
    for flag in flags:
        configurations = enabled_in(flag["enabled"])
        if len(configurations) == len(CONFIGURATIONS):
            body = "true"
        elif not configurations:
            body = "false"
        else:
            body = "BuildConfiguration.current ~= [" + ", ".join("." + name for name in configurations) + "]"
        lines += [f"        case .{flag['name']}:", f"            return {body}"]
    lines += ["        }", "    }", "}", ""]
    return "\n".join(lines)


MAIN = """if FeatureFlag.flag0.isEnabled {
    print("MARKER_FLAG0_OFF_IN_RELEASE_3f1a")
}
if FeatureFlag.flag1.isEnabled {
    print("MARKER_FLAG1_ON_IN_RELEASE_8b2c")
}
"""


def main():
    count, directory = int(sys.argv[1]), sys.argv[2]
    os.makedirs(os.path.join(directory, "wordpress"), exist_ok=True)
    document = manifest(count)
    with open(os.path.join(directory, "flags.json"), "w") as file:
        json.dump(document, file, indent=1)
    with open(os.path.join(directory, "wordpress", "FeatureFlag.swift"), "w") as file:
        file.write(wordpress(document["flags"]))
    with open(os.path.join(directory, "main.swift"), "w") as file:
        file.write(MAIN)


if __name__ == "__main__":
    main()
