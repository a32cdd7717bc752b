#pragma once

#include <core/corpus.h>

#include <QByteArray>

namespace parallax::db {

// The whole corpus as JSON in the stable shape documented in docs/export.md.
QByteArray exportJson(const Corpus &corpus);

} // namespace parallax::db
