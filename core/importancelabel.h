#pragma once

#include "corpus.h"

namespace parallax {

// The words for an importance ("Key", "Major", "Minor"), translated (context
// "parallax::Importance"), as categoryName() gives a category's;
// importanceName() is the key a file holds.
QString importanceLabel(Importance i);

} // namespace parallax
