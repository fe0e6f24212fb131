"""catanlab.play: play against the bots in the browser (`catanlab serve`, docs/play.md)."""
