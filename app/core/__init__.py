"""What every game shares: RNG, the rules contract, seats and the Match."""
