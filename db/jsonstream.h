#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>

class QIODevice;

namespace parallax::db {

// Writes `root` exactly as QJsonDocument::Indented would, with the array
// under `key` (a top-level key) filled from `next` as it is written: each
// item is serialised and written on its own, so a million items never exist
// together as JSON values. `next` sets the item and returns true, or returns
// false when there are no more. Returns false when writing fails.
bool writeIndentedStreaming(
    QIODevice &out, QJsonObject root, const QString &key, const std::function<bool(QJsonObject &item)> &next);
// The same, with each item given as the bytes QJsonDocument::Indented would
// write for it two levels deep (eight spaces before each line, no line break
// after the last): for a writer faster than a QJsonObject per item.
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
