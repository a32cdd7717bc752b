#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <functional>

class QIODevice;

namespace parallax::db {

// Writes `root` exactly as QJsonDocument::Indented would, with the array
// under `key` (a top-level key) filled from `next` as it is written: each
// item is serialised and written on its own, so a million items never exist
// together as JSON values. `next` sets the item and returns true, or returns
// false when there are no more. Returns false when writing fails.
// `OneLine`: each item on a line of its own as QJsonDocument::Compact writes
// it (a third fewer bytes for a million events, and a line an item for grep
// and diff), indented as the other layout's first line.
enum class ItemLayout : std::uint8_t { Indented, OneLine };
bool writeIndentedStreaming(QIODevice &out, QJsonObject root, const QString &key,
    const std::function<bool(QJsonObject &item)> &next, ItemLayout layout = ItemLayout::Indented);
// The same, with each item given as the bytes writeIndentedStreaming() would
// write for it in its layout two levels deep (eight spaces before each line,
// no line break after the last): for a writer faster than a QJsonObject per item.
bool writeIndentedStreamingBytes(
    QIODevice &out, QJsonObject root, const QString &key, const std::function<bool(QByteArray &item)> &next);

// Appends `s` as a JSON string, escaped exactly as QJsonDocument escapes it.
void appendJsonString(QByteArray &out, const QString &s);
// The same bytes as appendJsonString(out, QString::fromUtf8(utf8)), without
// the QString: valid UTF-8 is copied as it is, with the same escapes; bytes
// that are not valid UTF-8 go through QString, which replaces them as
// QString::fromUtf8() does.
void appendJsonUtf8(QByteArray &out, QByteArrayView utf8);

} // namespace parallax::db
