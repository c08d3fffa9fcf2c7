/// xibgen's one version number: `xibgen --version`, the first line of every output's header,
/// the JSON report and the CHANGELOG's topmost version all show it (a test holds them equal).
///
/// It lives beside the generator because generated code depends on it: it is hashed into the
/// configuration hash every header records, so a new version regenerates every output on the
/// next run (and `--check` reports them stale until then). Bump it for each release and in any
/// change that alters generated code for the same input, so that upgrading never leaves an
/// output that the new version would write differently looking fresh.
public enum XibgenVersion {
    public static let current = "0.2.0"
}
