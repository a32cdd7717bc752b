#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>
#include <utility>
#include <vector>

namespace parallax::db {

// Where the elements of one array of a large JSON document are, so that each
// can be parsed alone: a corpus.json of a million events parsed whole as a
// QJsonDocument took more than a gigabyte. `utf8` must already have passed
// scanJson() (valid, strict JSON); its top level must be an object.
struct JsonArraySlices
{
    qsizetype begin = 0, end = 0; // the array, brackets included: [begin, end)
    std::vector<std::pair<qsizetype, qsizetype>> items; // each element: [first, last)
};

// The array under the top-level key `key`, when there is one. Nothing when
// the member is missing or not an array, or when a top-level key is written
// with escapes (the caller then parses the document whole).
std::optional<JsonArraySlices> topLevelArray(const QByteArray &utf8, QByteArrayView key);

} // namespace parallax::db
