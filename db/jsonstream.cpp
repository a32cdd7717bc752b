#include "jsonstream.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

namespace parallax::db {

namespace {

// Stands in for the streamed items while the rest of the document is written.
const char kSlot[] = "\x01parallax-streamed-items\x01";

// An item of a top-level array sits two levels deep: eight spaces.
QByteArray indented(const QByteArray &json)
{
    QByteArray out;
    out.reserve(json.size() + json.count('\n') * 8);
    qsizetype from = 0;
    while (from < json.size()) {
        qsizetype end = json.indexOf('\n', from);
        if (end < 0)
            end = json.size();
        out += "        ";
        out += QByteArrayView(json).sliced(from, end - from);
        if (end + 1 < json.size())
            out += '\n';
        from = end + 1;
    }
    return out;
}

} // namespace

bool writeIndentedStreaming(
    QIODevice &out, QJsonObject root, const QString &key, const std::function<bool(QJsonObject &item)> &next)
{
    QJsonObject item;
    return writeIndentedStreamingBytes(out, std::move(root), key, [&](QByteArray &json) {
        if (!next(item))
            return false;
        json = indented(QJsonDocument(item).toJson(QJsonDocument::Indented));
        item = QJsonObject();
        return true;
    });
}

bool writeIndentedStreamingBytes(
    QIODevice &out, QJsonObject root, const QString &key, const std::function<bool(QByteArray &item)> &next)
{
    root.insert(key, QJsonArray {QString::fromLatin1(kSlot)});
    const QByteArray whole = QJsonDocument(root).toJson(QJsonDocument::Indented);
    const QByteArray slotLine = "        "
        + QJsonDocument(QJsonArray {QString::fromLatin1(kSlot)}).toJson(QJsonDocument::Compact).mid(1).chopped(1)
        + '\n';
    const qsizetype at = whole.indexOf(slotLine);
    if (at < 0)
        return false;
    if (out.write(whole.constData(), at) != at)
        return false;
    QByteArray json;
    bool first = true;
    while (next(json)) {
        if (!first && out.write(",\n", 2) != 2)
            return false;
        first = false;
        if (out.write(json) != json.size())
            return false;
        json.clear();
    }
    if (!first && out.write("\n", 1) != 1)
        return false;
    const QByteArray rest = whole.mid(at + slotLine.size());
    return out.write(rest) == rest.size();
}

} // namespace parallax::db
