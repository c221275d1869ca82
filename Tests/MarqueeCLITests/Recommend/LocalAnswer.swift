/// The local engine's answer to the README's form, as `marquee recommend` prints it on a first run.
enum LocalAnswer {
    /// The whole output.
    static let readmeForm = """
        Picks for a movie from 2010, 2h 00m, rated PG-13
        Answered by the local engine from the bundled catalog (no recommender service configured).


        """ + readmePicks

    /// The picks, which a fallback prints under its own label.
    static let readmePicks = """
        1. The Social Network (2010)
           2h 01m · PG-13 · Biography, Drama
           Directed by David Fincher · Critics 9.0/10 from 334 reviews
           Why: Critic favorite (weighted 8.8)
                From 2010, the year you asked for
                Runs 2h 01m, close to 2h 00m
                Rated PG-13, as asked
           id tt1285016

        2. A Separation (2011)
           2h 03m · PG-13 · Drama
           Directed by Asghar Farhadi · Critics 8.9/10 from 179 reviews
           Why: Critic favorite (weighted 8.6)
                From 2011, close to 2010
                Runs 2h 03m, close to 2h 00m
                Rated PG-13, as asked
           id tt1832382

        3. Harry Potter and the Deathly Hallows – Part 2 (2011)
           2h 10m · PG-13 · Action, Adventure, Drama, Fantasy, Mystery
           Directed by David Yates · Critics 8.3/10 from 333 reviews
           Why: Highly rated (weighted 8.2)
                From 2011, close to 2010
                Runs 2h 10m, close to 2h 00m
                Rated PG-13, as asked
           id tt1201607

        4. Another Year (2010)
           2h 09m · PG-13 · Drama
           Directed by Mike Leigh · Critics 8.2/10 from 170 reviews
           Why: Highly rated (weighted 8.0)
                From 2010, the year you asked for
                Runs 2h 09m, close to 2h 00m
                Rated PG-13, as asked
           id tt1431181

        5. Star Trek (2009)
           2h 07m · PG-13 · Action, Adventure, Sci-Fi
           Directed by J. J. Abrams · Critics 8.1/10 from 355 reviews
           Why: Highly rated (weighted 8.0)
                From 2009, close to 2010
                Runs 2h 07m, close to 2h 00m
                Rated PG-13, as asked
           id tt0796366

        """
}
