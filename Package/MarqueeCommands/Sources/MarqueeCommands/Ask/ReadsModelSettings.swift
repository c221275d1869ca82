/// A command that reads the model settings file, and so stops with the file's name when the file is corrupt.
///
/// The run checks the file before the command starts, rather than the command answering offline as if no key
/// were set: a key that silently stops counting is a failure nobody can see.
protocol ReadsModelSettings {
    /// Whether this run reads the file: `--offline` never asks a model, so it does not.
    var readsModelSettings: Bool { get }
}

extension AskCommand: ReadsModelSettings {
    var readsModelSettings: Bool { !options.forcesOffline }
}

extension ChatCommand: ReadsModelSettings {
    var readsModelSettings: Bool { !options.forcesOffline }
}

extension AppCommand: ReadsModelSettings {
    /// The app's Ask screen asks the model.
    var readsModelSettings: Bool { true }
}
