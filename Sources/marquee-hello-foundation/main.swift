import Foundation

// Scripts/bench's second floor: a program that links Foundation (and so ICU) and uses it once.
print(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0 ? "Tonight: nothing, with Foundation." : "")
