# Folders whose first files are links to /dev/full, a disk with no space left,
# so that the writers of `play --replays`, `arena --replays [--html]` and
# `render --out` meet ENOSPC on their first write.
# Usage: cmake -DDIR=path -P full_disk.cmake
file(REMOVE_RECURSE "${DIR}")
file(MAKE_DIRECTORY "${DIR}/play" "${DIR}/arena" "${DIR}/arena_html")
file(CREATE_LINK /dev/full "${DIR}/play/game_000000.jsonl" SYMBOLIC)
file(CREATE_LINK /dev/full "${DIR}/arena/pod00000_rot0.jsonl" SYMBOLIC)
file(CREATE_LINK /dev/full "${DIR}/arena_html/pod00000_rot0.html" SYMBOLIC)
file(CREATE_LINK /dev/full "${DIR}/picture.svg" SYMBOLIC)
