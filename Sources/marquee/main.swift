import Foundation
import MarqueeCommands
import MarqueeComposition
import MarqueeWords

let environment = ProcessInfo.processInfo.environment
let code = await MarqueeCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: .standard(environment: environment),
    makeDependencies: AppDependencies.live
)
exit(code)
