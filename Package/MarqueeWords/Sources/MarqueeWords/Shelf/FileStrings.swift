// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of file-system failures: what is wrong with a path and what to do, and the profile and settings folders.
///
/// Each `file.problem.*` text finishes a sentence that names the path ("could not write shelf.csv: …"), so it
/// starts in lower case and ends with its advice.
public enum FileStrings: FeatureStrings {
    static let english: [String: String] = [
        "file.problem.missing": "a folder on the way there does not exist. Create it, or choose another path.",
        "file.problem.permissionDenied": "you lack the permission. Check the permissions of the file and its folder, or choose another path.",
        "file.problem.readOnly": "the disk there is read-only. Make it writable, or choose another place.",
        "file.problem.isFolder": "it is a folder, not a file. Name a file instead.",
        "file.problem.notFolder": "part of the path is a file, not a folder. Check the path.",
        "file.problem.noSpace": "the disk is full. Free some space and try again.",
        "file.problem.other": "the system reports '%@'. Check the path and try again.",
        "failure.profileFolderIsFile": "%@ is a file, not a folder, so your profile cannot be kept there. Set MARQUEE_HOME to a folder, or move the file away.",
        "failure.profileFolderReadOnly": "your profile folder %@ is read-only, so Marquee cannot save there. Make it writable, or set MARQUEE_HOME to a folder you can write to.",
        "failure.profileFolder": "your profile folder %@ cannot be used: %@",
        "failure.modelSettingsFolder": "the model settings could not be saved in %@, so nothing was changed: %@",
        "failure.modelSettingsFileUnreadable": "the model settings at %@ could not be read: %@",
        "failure.modelSettingsFileUnwritable": "the model settings at %@ could not be saved, so nothing was changed: %@",
        "failure.profileFileUnreadable": "your profile at %@ could not be read: %@",
        "failure.profileIsFolder": "your profile at %@ is a folder, not a file. Move that folder away and Marquee starts a fresh profile.",
        "failure.profileFileUnwritable": "your profile at %@ could not be saved, so nothing was changed: %@",
    ]

    static let german: [String: String] = [
        "file.problem.missing": "ein Ordner auf dem Weg dorthin existiert nicht. Lege ihn an oder wähle einen anderen Pfad.",
        "file.problem.permissionDenied": "dir fehlt die Berechtigung. Prüfe die Rechte der Datei und ihres Ordners oder wähle einen anderen Pfad.",
        "file.problem.readOnly": "das Laufwerk dort ist schreibgeschützt. Mach es beschreibbar oder wähle einen anderen Ort.",
        "file.problem.isFolder": "das ist ein Ordner, keine Datei. Gib stattdessen eine Datei an.",
        "file.problem.notFolder": "ein Teil des Pfads ist eine Datei, kein Ordner. Prüfe den Pfad.",
        "file.problem.noSpace": "das Laufwerk ist voll. Schaffe Platz und versuche es noch einmal.",
        "file.problem.other": "das System meldet '%@'. Prüfe den Pfad und versuche es noch einmal.",
        "failure.profileFolderIsFile": "%@ ist eine Datei, kein Ordner, also kann dein Profil dort nicht liegen. Setze MARQUEE_HOME auf einen Ordner oder verschiebe die Datei.",
        "failure.profileFolderReadOnly": "dein Profilordner %@ ist schreibgeschützt, also kann Marquee dort nichts speichern. Mach ihn beschreibbar oder setze MARQUEE_HOME auf einen Ordner, in den du schreiben kannst.",
        "failure.profileFolder": "dein Profilordner %@ ist nicht nutzbar: %@",
        "failure.modelSettingsFolder": "die Modelleinstellungen konnten nicht in %@ gespeichert werden, also hat sich nichts geändert: %@",
        "failure.modelSettingsFileUnreadable": "die Modelleinstellungen in %@ konnten nicht gelesen werden: %@",
        "failure.modelSettingsFileUnwritable": "die Modelleinstellungen in %@ konnten nicht gespeichert werden, also hat sich nichts geändert: %@",
        "failure.profileFileUnreadable": "dein Profil unter %@ konnte nicht gelesen werden: %@",
        "failure.profileIsFolder": "dein Profil unter %@ ist ein Ordner, keine Datei. Verschiebe den Ordner, dann beginnt Marquee ein neues Profil.",
        "failure.profileFileUnwritable": "dein Profil unter %@ konnte nicht gespeichert werden, also hat sich nichts geändert: %@",
    ]
}
