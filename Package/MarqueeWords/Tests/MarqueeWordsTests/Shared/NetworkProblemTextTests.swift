import MarqueeDomain
import Testing

@testable import MarqueeWords

/// Why a server was unreachable reads in the user's language, inside every failure that mentions it.
struct NetworkProblemTextTests {
    @Test(
        "Each network problem has its own English and German words",
        arguments: [
            (NetworkProblem.noConnection, "not connected to the internet", "keine Internetverbindung"),
            (.connectionLost, "the connection was lost", "die Verbindung ist abgebrochen"),
            (.cannotConnect, "could not connect to the server", "keine Verbindung zum Server"),
            (.hostNotFound, "the server's name could not be found", "der Servername wurde nicht gefunden"),
            (.notHTTP, "the server's answer was not HTTP", "die Antwort des Servers war kein HTTP"),
            (
                .closedWithoutAnswer, "the server closed the connection without answering",
                "der Server hat die Verbindung ohne Antwort geschlossen"
            ),
            (
                .noSuchEndpoint, "the address has no such endpoint",
                "unter dieser Adresse gibt es keinen solchen Endpunkt"
            ),
            (.notConfigured, "no server is configured", "kein Server ist eingerichtet"),
            (
                .noNetworkLibrary(library: "libcurl.so.4", detail: "cannot open shared object file"),
                "libcurl.so.4 is missing, so nothing can go online (Debian's libcurl4 package provides it)",
                "libcurl.so.4 fehlt, daher kann nichts online gehen (Debians Paket libcurl4 enthält es)"
            ),
            (.other("Broken pipe"), "Broken pipe", "Broken pipe"),
        ]
    )
    func words(problem: NetworkProblem, english: String, german: String) {
        #expect(NetworkProblemText(l10n: Localizer(.english)).text(problem) == english)
        #expect(NetworkProblemText(l10n: Localizer(.german)).text(problem) == german)
    }

    @Test("A German store failure is German from start to end, the network problem included")
    func germanStoreFailure() {
        let text = FailureMessage(l10n: Localizer(.german)).catalog(.offline(reason: .hostNotFound))
        #expect(
            text
                == "der Filmshop ist nicht erreichbar (der Servername wurde nicht gefunden). Prüfe deine Verbindung; "
                + "der mitgelieferte Katalog funktioniert weiter.")
    }
}
