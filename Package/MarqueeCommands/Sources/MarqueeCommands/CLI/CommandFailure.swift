import MarqueeDomain
import MarqueePresentation

/// A command that could not do its job: exits 1 with a message saying what to do next.
///
/// Domain errors are wrapped here, at the CLI's one boundary, and turned into words by `FailureMessage`.
public enum CommandFailure: Error, Hashable, Sendable {
    /// The feed or shelf could not be built.
    case feed(SourceError)
    /// A reaction could not be recorded.
    case reaction(SourceError)
    /// The catalog could not answer.
    case catalog(CatalogError)
    /// A film named by title could not be found, or several films share it; `verb` is the command typed, which the
    /// suggestion repeats.
    case naming(CatalogError, verb: String)
    /// The profile could not be read or written.
    case profile(ProfileError)
    /// The language model could not answer; `settingsPath` is the file where a key can be stored.
    case model(ChatModelError, settingsPath: String)
    /// A shelf file could not be exported or imported; the profile is unchanged.
    case transfer(ShelfTransferError)
    /// The form mode could not be answered; `backend` is the recommender's address, when one was configured.
    case recommend(RecommendError, backend: String?)
    /// `MARQUEE_RECOMMENDER_URL` holds something that is not an http or https URL.
    case invalidRecommenderAddress(String)
    /// The model settings file could not be read or written.
    case modelSettings(ModelSettingsError)
    /// `marquee model --key-from-stdin` found nothing on standard input.
    case noKeyOnStdin
    /// A person to watch together could not be read: the file, folder or name as given, and why.
    case member(TogetherMemberFailure)
    /// IMDb's datasets could not be imported, or the local catalog removed; the previous one is kept.
    case imdb(IMDbImportError)
}
