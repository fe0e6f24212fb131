from catanlab.play.server import main

main()
