"""Line mode: the same Session over stdin/stdout, one announcement per line."""
