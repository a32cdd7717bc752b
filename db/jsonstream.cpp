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

bool writeIndentedStreaming(QIODevice &out, QJsonObject root, const QString &key,
    const std::function<bool(QJsonObject &item)> &next, ItemLayout layout)
{
    QJsonObject item;
    return writeIndentedStreamingBytes(out, std::move(root), key, [&](QByteArray &json) {
        if (!next(item))
            return false;
        json = layout == ItemLayout::OneLine ? "        " + QJsonDocument(item).toJson(QJsonDocument::Compact)
                                             : indented(QJsonDocument(item).toJson(QJsonDocument::Indented));
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
    // Items are handed to the device a megabyte at a time: a write per item
    // costs a system call each where the device is a file.
    constexpr qsizetype kChunk = 1 << 20;
    QByteArray json, chunk;
    chunk.reserve(kChunk + (kChunk >> 2));
    bool first = true;
    while (next(json)) {
        if (!first)
            chunk += ",\n";
        first = false;
        if (json.size() >= kChunk) {
            // A large item goes to the device as it is, not copied first.
            if (out.write(chunk) != chunk.size() || out.write(json) != json.size())
                return false;
            chunk.resize(0);
        } else {
            chunk += json;
            if (chunk.size() >= kChunk) {
                if (out.write(chunk) != chunk.size())
                    return false;
                chunk.resize(0);
            }
        }
        json.resize(0); // keeps its capacity for the next item
    }
    if (!first)
        chunk += '\n';
    if (out.write(chunk) != chunk.size())
        return false;
    const QByteArray rest = whole.mid(at + slotLine.size());
    return out.write(rest) == rest.size();
}

// The escape of an ASCII character that JSON strings cannot hold as it is
// (quote, backslash, a control character), backslash included: as Qt writes it.
static void appendAsciiEscape(QByteArray &m, unsigned char c)
{
    static const char kHex[] = "0123456789abcdef";
    m += '\\';
    switch (c) {
    case '"':
        m += '"';
        break;
    case '\\':
        m += '\\';
        break;
    case 0x8:
        m += 'b';
        break;
    case 0xc:
        m += 'f';
        break;
    case 0xa:
        m += 'n';
        break;
    case 0xd:
        m += 'r';
        break;
    case 0x9:
        m += 't';
        break;
    default: {
        const char esc[] = {'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
        m.append(esc, 5);
    }
    }
}

// As Qt escapes: quote, backslash, \b \f \n \r \t, other controls as
// \u00xx, a lone surrogate as \uxxxx; everything else as UTF-8.
void appendJsonString(QByteArray &m, const QString &s)
{
    static const char kHex[] = "0123456789abcdef";
    m += '"';
    const char16_t *p = reinterpret_cast<const char16_t *>(s.utf16()), *end = p + s.size();
    const auto plain = [](char16_t u) { return u >= 0x20 && u < 0x80 && u != '"' && u != '\\'; };
    while (p != end) {
        // A run of plain ASCII at once.
        const char16_t *run = p;
        while (run != end && plain(*run))
            ++run;
        if (run != p) {
            const qsizetype at = m.size();
            m.resize(at + (run - p));
            for (char *to = m.data() + at; p != run; ++p)
                *to++ = char(*p);
            continue;
        }
        const char16_t u = *p++;
        if (u < 0x80) {
            appendAsciiEscape(m, static_cast<unsigned char>(u));
        } else if (QChar::isHighSurrogate(u) && p != end && QChar::isLowSurrogate(*p)) {
            const char32_t c = QChar::surrogateToUcs4(u, *p++);
            const char b[] = {char(0xf0 | (c >> 18)), char(0x80 | ((c >> 12) & 0x3f)), char(0x80 | ((c >> 6) & 0x3f)),
                char(0x80 | (c & 0x3f))};
            m.append(b, 4);
        } else if (QChar::isSurrogate(u)) {
            const char esc[] = {'\\', 'u', kHex[u >> 12], kHex[(u >> 8) & 15], kHex[(u >> 4) & 15], kHex[u & 15]};
            m.append(esc, 6);
        } else if (u < 0x800) {
            const char b[] = {char(0xc0 | (u >> 6)), char(0x80 | (u & 0x3f))};
            m.append(b, 2);
        } else {
            const char b[] = {char(0xe0 | (u >> 12)), char(0x80 | ((u >> 6) & 0x3f)), char(0x80 | (u & 0x3f))};
            m.append(b, 3);
        }
    }
    m += '"';
}

void appendJsonUtf8(QByteArray &m, QByteArrayView utf8)
{
    if (!utf8.isValidUtf8()) {
        appendJsonString(m, QString::fromUtf8(utf8));
        return;
    }
    m += '"';
    const char *p = utf8.data(), *end = p + utf8.size();
    while (p != end) {
        const char *run = p;
        while (run != end && static_cast<unsigned char>(*run) >= 0x20 && *run != '"' && *run != '\\')
            ++run;
        m.append(p, run - p);
        if (run == end)
            break;
        const unsigned char c = static_cast<unsigned char>(*run);
        p = run + 1;
        appendAsciiEscape(m, c);
    }
    m += '"';
}

} // namespace parallax::db
