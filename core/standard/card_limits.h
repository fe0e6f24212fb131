#pragma once
// The options' ceilings on a bank's cards of one kind (resource or commodity) and on a
// development deck's cards of one kind: buffers that hold every such card are sized by them.

namespace catanlab {

constexpr int kMaxBankOfKind = 99;
constexpr int kMaxDevOfKind = 40;

}  // namespace catanlab
