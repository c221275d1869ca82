import MVIKit
import MarqueeDomain

/// Watching together's state machine: read the people in the group, pick for all of them, react for yourself.
///
/// People are read together under `"read"` and the group is picked for once all of them are in, under `"rank"`, so
/// a newer group replaces an older ranking still running. Taking someone out or passing on a pick ranks again, so
/// the pass leaves; a like or save only marks the pick. The CLI runs it once; the Together screen keeps it running.
public struct TogetherReducer: Reducer {
    private let readMember: ReadGroupMemberUseCase
    private let pickTogether: PickTogetherUseCase
    private let react: ReactToMovieUseCase
    private let files: any GroupMemberFiles

    /// Creates the reducer.
    /// - Parameters:
    ///   - readMember: reads a person from their files.
    ///   - pickTogether: picks for the group.
    ///   - react: stores your own reactions.
    ///   - files: keeps a person under a name.
    public init(
        readMember: ReadGroupMemberUseCase, pickTogether: PickTogetherUseCase, react: ReactToMovieUseCase,
        files: any GroupMemberFiles
    ) {
        self.readMember = readMember
        self.pickTogether = pickTogether
        self.react = react
        self.files = files
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout TogetherState, _ intent: TogetherIntent) -> Effect<TogetherIntent> {
        switch intent {
        case .addMembers(let sources):
            guard !sources.isEmpty else { return .none }
            state.memberFailure = nil
            // Each name is taken before the next is chosen, so two files of one name become "ana" and "ana 2".
            var probe = state
            let named = sources.map { source in
                let name = probe.name(for: source)
                probe.members.append(GroupMember(name: name, profile: .empty))
                return (source, name)
            }
            state.adding += sources
            let readMember = self.readMember
            return .run(id: "read") { send in
                for (source, name) in named {
                    do throws(ShelfTransferError) {
                        await send(.memberRead(try await readMember.execute(source, name: name), source: source))
                    } catch {
                        await send(.memberFailed(TogetherMemberFailure(source: source, error: error)))
                    }
                }
            }
        case .memberRead(let member, let source):
            state.adding.removeAll { $0 == source }
            state.members.append(member)
            return state.adding.isEmpty && state.memberFailure == nil ? reduce(&state, .rank) : .none
        case .memberFailed(let failure):
            state.adding.removeAll { $0 == failure.source }
            state.memberFailure = failure
            return .none
        case .removeMemberTapped(let name):
            guard state.members.contains(where: { $0.name == name }) else { return .none }
            state.members.removeAll { $0.name == name }
            guard !state.members.isEmpty else {
                state.picks = .idle
                return .cancel("rank")
            }
            return reduce(&state, .rank)
        case .rank:
            if state.picks.value == nil { state.picks = .loading }
            let (pickTogether, members, limit) = (self.pickTogether, state.members, state.limit)
            return .run(id: "rank") { send in
                do throws(SourceError) {
                    await send(
                        .picksLoaded(
                            try await pickTogether.execute(with: members, you: TogetherState.you, limit: limit)))
                } catch {
                    await send(.rankFailed(error))
                }
            }
        case .picksLoaded(let picks):
            state.picks = .loaded(picks)
            return .none
        case .rankFailed(let error):
            state.picks = .failed(error)
            return .none
        case .reactTapped(let reaction, let id):
            return reactTapped(reaction, id, in: &state)
        case .reactionStored(let outcome):
            state.reactions[outcome.movieID] = outcome.after.isEmpty ? nil : outcome.after
            return outcome.after.contains(.pass) ? reduce(&state, .rank) : .none
        case .reactionFailed(let error, let id, let before):
            state.reactionFailure = error
            state.reactions[id] = before.isEmpty ? nil : before
            // A pass took the pick away at once; ranking again brings it back.
            return state.picks.value?.picks.contains(where: { $0.id == id }) == true ? .none : reduce(&state, .rank)
        case .saveMember(let name, let source):
            guard !state.saving.isLoading else { return .none }
            state.saving = .loading
            let (readMember, files) = (self.readMember, self.files)
            return .run(id: "save") { send in
                do throws(ShelfTransferError) {
                    // Read first, with the same rules as a pick, so a file that cannot be read is never kept.
                    let member = try await readMember.execute(source, name: name)
                    try files.save(source, as: name)
                    await send(.memberSaved(member))
                } catch {
                    await send(.saveFailed(error))
                }
            }
        case .memberSaved(let member):
            state.saving = .loaded(member)
            return .none
        case .saveFailed(let error):
            state.saving = .failed(error)
            return .none
        }
    }

    /// Marks a like or save at once (or takes it back), or takes a passed pick off the list, then stores it.
    private func reactTapped(_ reaction: Reaction, _ id: MovieID, in state: inout TogetherState) -> Effect<
        TogetherIntent
    > {
        guard let picks = state.picks.value, picks.picks.contains(where: { $0.id == id }) else { return .none }
        let before = state.reactions[id] ?? []
        let change: ReactionChange = before.contains(reaction) ? .undo(reaction, id) : .react(reaction, id)
        state.reactionFailure = nil
        if reaction == .pass {
            state.picks = .loaded(
                GroupPicks(
                    members: picks.members, picks: picks.picks.filter { $0.id != id },
                    tastesDiverge: picks.tastesDiverge))
            state.reactions[id] = [.pass]
        } else if before.contains(reaction) {
            let after = before.subtracting([reaction])
            state.reactions[id] = after.isEmpty ? nil : after
        } else {
            state.reactions[id] = before.union([reaction]).subtracting([.pass])
        }
        return ReactionReducer.effect(
            [change], using: react, stored: { .reactionStored($0) }, failed: { .reactionFailed($0, id, before: before) }
        )
    }
}
