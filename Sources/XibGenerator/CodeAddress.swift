extension ViewCodeGenerator {
    /// An address inside the generator's code: the pipeline finds the file the generator was
    /// loaded from through it, to tell one build of the generator from another.
    public static let codeAddress: @convention(c) () -> Void = {}
}
