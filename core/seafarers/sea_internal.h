#pragma once
// What the Seafarers module's files share.
#include "core/base/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/seafarers/sea_rules.h"
