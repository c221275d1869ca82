// The smallest Swift program that prints: Scripts/bench's floor for marquee's start-up, built with the same flags.
print("Tonight: nothing, very quickly.")
