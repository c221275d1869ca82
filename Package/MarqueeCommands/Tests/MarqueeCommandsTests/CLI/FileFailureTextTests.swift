import MarqueeDomain
import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// File-system failures read as sentences that say what failed, where, and what to do, in English and German;
/// the cases a test run as root cannot cause on disk (a read-only folder) are pinned here.
struct FileFailureTextTests {
    @Test(
        "A read-only profile folder is named as the folder, read-only, with what to do, never as profile.lock",
        arguments: [
            (
                Language.english,
                "your profile folder /home/ada/marquee is read-only, so Marquee cannot save there. Make it "
                    + "writable, or set MARQUEE_HOME to a folder you can write to."
            ),
            (
                .german,
                "dein Profilordner /home/ada/marquee ist schreibgeschützt, also kann Marquee dort nichts speichern. "
                    + "Mach ihn beschreibbar oder setze MARQUEE_HOME auf einen Ordner, in den du schreiben kannst."
            ),
        ]
    )
    func readOnlyProfileFolder(language: Language, expected: String) {
        let message = FailureMessage(l10n: Localizer(language))
        for problem in [FileProblem.readOnly, .permissionDenied] {
            #expect(message.text(.profile(.unusableFolder(path: "/home/ada/marquee", problem: problem))) == expected)
        }
    }

    @Test(
        "model --model on a read-only settings folder says where and what to do, not Cocoa error 642",
        arguments: [
            (
                Language.english,
                "the model settings could not be saved in /home/ada/.config/marquee, so nothing was changed: the "
                    + "disk there is read-only. Make it writable, or choose another place."
            ),
            (
                .german,
                "die Modelleinstellungen konnten nicht in /home/ada/.config/marquee gespeichert werden, also hat sich "
                    + "nichts geändert: das Laufwerk dort ist schreibgeschützt. Mach es beschreibbar oder wähle einen "
                    + "anderen Ort."
            ),
        ]
    )
    func readOnlySettingsFolder(language: Language, expected: String) {
        let failure = CommandFailure.modelSettings(
            .unusableFolder(path: "/home/ada/.config/marquee", problem: .readOnly))
        #expect(FailureMessage(l10n: Localizer(language)).text(failure) == expected)
    }

    @Test("Every file problem finishes a German sentence in German, and the system's own words are quoted")
    func everyProblemInGerman() {
        let problems: [FileProblem] = [
            .missing, .permissionDenied, .readOnly, .isFolder, .notFolder, .noSpace, .other("Input/output error"),
        ]
        #expect(
            problems.map {
                FailureMessage(l10n: Localizer(.german)).text(.transfer(.unwritableFile(path: "a.csv", problem: $0)))
            }
                == [
                    "a.csv konnte nicht geschrieben werden: ein Ordner auf dem Weg dorthin existiert nicht. Lege ihn an "
                        + "oder wähle einen anderen Pfad.",
                    "a.csv konnte nicht geschrieben werden: dir fehlt die Berechtigung. Prüfe die Rechte der Datei und "
                        + "ihres Ordners oder wähle einen anderen Pfad.",
                    "a.csv konnte nicht geschrieben werden: das Laufwerk dort ist schreibgeschützt. Mach es "
                        + "beschreibbar oder wähle einen anderen Ort.",
                    "a.csv konnte nicht geschrieben werden: das ist ein Ordner, keine Datei. Gib stattdessen eine "
                        + "Datei an.",
                    "a.csv konnte nicht geschrieben werden: ein Teil des Pfads ist eine Datei, kein Ordner. Prüfe den "
                        + "Pfad.",
                    "a.csv konnte nicht geschrieben werden: das Laufwerk ist voll. Schaffe Platz und versuche es noch "
                        + "einmal.",
                    "a.csv konnte nicht geschrieben werden: das System meldet 'Input/output error'. Prüfe den Pfad und "
                        + "versuche es noch einmal.",
                ])
    }

    @Test(
        "A profile file that cannot be read says why in the reader's language; a folder in its place says what to do",
        arguments: [
            (
                Language.english, FileProblem.permissionDenied,
                "your profile at /p/profile.json could not be read: you lack the permission. Check the permissions "
                    + "of the file and its folder, or choose another path."
            ),
            (
                .german, .permissionDenied,
                "dein Profil unter /p/profile.json konnte nicht gelesen werden: dir fehlt die Berechtigung. Prüfe "
                    + "die Rechte der Datei und ihres Ordners oder wähle einen anderen Pfad."
            ),
            (
                .english, .isFolder,
                "your profile at /p/profile.json is a folder, not a file. Move that folder away and Marquee starts "
                    + "a fresh profile."
            ),
        ]
    )
    func unreadableProfile(language: Language, problem: FileProblem, expected: String) {
        let failure = CommandFailure.profile(.unreadableFile(path: "/p/profile.json", problem: problem))
        #expect(FailureMessage(l10n: Localizer(language)).text(failure) == expected)
    }
}
