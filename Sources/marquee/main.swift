import Foundation
import MarqueeCLI

let environment = ProcessInfo.processInfo.environment
let code = await MarqueeCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: .standard(environment: environment)
)
exit(code)
