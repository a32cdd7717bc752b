#include "jsonwriter.h"

#include "jsonstream.h"

#include <QIODevice>
#include <QLocale>
#include <QStringEncoder>

namespace parallax::db {

namespace {
constexpr qsizetype kBufferSize = 1 << 20;
}

JsonStream::JsonStream(QIODevice &out)
    : m_out(&out)
    , m_buffer(m_own)
{
    m_buffer.reserve(kBufferSize + 4096);
}

JsonStream::JsonStream(QByteArray &target)
    : m_out(nullptr)
    , m_buffer(target)
{ }

JsonStream::~JsonStream()
{
    flush();
}

void JsonStream::spill()
{
    if (m_out && m_buffer.size() >= kBufferSize)
        flush();
}

bool JsonStream::flush()
{
    if (!m_out)
        return m_ok;
    if (m_ok && !m_buffer.isEmpty())
        m_ok = m_out->write(m_buffer) == m_buffer.size();
    // Emptied, not freed: clear() gave the megabyte back, and each next one
    // was mapped and faulted in afresh (the TimelineJS export at 1M: 16-19 ->
    // 12-14 s of CPU, a third less of it in the kernel).
    m_buffer.resize(0);
    return m_ok;
}

void JsonStream::element()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_buffer += m_indent < 0 ? ", " : ",";
        m_first.back() = false;
    }
    writeIndent();
}

void JsonStream::writeIndent()
{
    if (m_indent < 0)
        return;
    m_buffer += '\n';
    m_buffer.append(m_indent, ' ');
    m_indent = -1;
}

JsonStream &JsonStream::indent(int spaces)
{
    m_indent = spaces;
    return *this;
}

JsonStream &JsonStream::beginObject()
{
    element();
    m_buffer += '{';
    m_first.push_back(true);
    return *this;
}

JsonStream &JsonStream::endObject()
{
    writeIndent();
    m_buffer += '}';
    m_first.pop_back();
    spill();
    return *this;
}

JsonStream &JsonStream::beginArray()
{
    element();
    m_buffer += '[';
    m_first.push_back(true);
    return *this;
}

JsonStream &JsonStream::endArray()
{
    if (!m_first.back())
        writeIndent(); // an empty list stays "[]"
    m_indent = -1;
    m_buffer += ']';
    m_first.pop_back();
    spill();
    return *this;
}

JsonStream &JsonStream::insideArray(bool after)
{
    m_first.push_back(!after);
    return *this;
}

JsonStream &JsonStream::elements(QByteArrayView json)
{
    if (json.isEmpty())
        return *this;
    if (!m_first.back())
        m_buffer += ',';
    m_first.back() = false;
    m_indent = -1;
    if (!m_out || json.size() < kBufferSize) {
        m_buffer += json;
        spill();
        return *this;
    }
    // A run as large as the buffer goes to the device as it is, not copied
    // into the buffer first.
    if (flush())
        m_ok = m_out->write(json.data(), json.size()) == json.size();
    return *this;
}

JsonStream &JsonStream::key(const char *name)
{
    element();
    m_buffer += '"';
    m_buffer += name;
    m_buffer += "\": ";
    m_afterKey = true;
    return *this;
}

void JsonStream::string(const QString &text)
{
    // Encoded straight into the buffer (at most three bytes a UTF-16 unit):
    // most texts need no escape. One that does, or that holds a U+FFFD
    // (which may be a lone surrogate the encoder replaced), is written by
    // appendJsonString() instead, with the escapes every export uses.
    const qsizetype at = m_buffer.size();
    m_buffer.resize(at + 3 * text.size() + 2);
    char *const begin = m_buffer.data() + at + 1;
    QStringEncoder utf8(QStringEncoder::Utf8, QStringEncoder::Flag::Stateless);
    char *const end = utf8.appendToBuffer(begin, text);
    const auto plain = [](const char *p, const char *e) {
        for (; p != e; ++p) {
            const auto c = static_cast<unsigned char>(*p);
            if (c < 0x20 || c == '"' || c == '\\')
                return false;
            if (c == 0xEF && e - p >= 3 && static_cast<unsigned char>(p[1]) == 0xBF
                && static_cast<unsigned char>(p[2]) == 0xBD)
                return false;
        }
        return true;
    };
    if (plain(begin, end)) {
        m_buffer[at] = '"';
        *end = '"';
        m_buffer.resize(end + 1 - m_buffer.constData());
        return;
    }
    m_buffer.resize(at);
    appendJsonString(m_buffer, text);
}

JsonStream &JsonStream::value(const QString &text)
{
    element();
    string(text);
    spill();
    return *this;
}

JsonStream &JsonStream::value(const char *latin1)
{
    return value(QString::fromLatin1(latin1));
}

JsonStream &JsonStream::value(double number)
{
    element();
    // The shortest form that reads back as the same double (as QJsonDocument writes).
    m_buffer += QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
    return *this;
}

JsonStream &JsonStream::value(qint64 number)
{
    element();
    m_buffer += QByteArray::number(number);
    return *this;
}

JsonStream &JsonStream::value(bool flag)
{
    element();
    m_buffer += flag ? "true" : "false";
    return *this;
}

JsonStream &JsonStream::null()
{
    element();
    m_buffer += "null";
    return *this;
}

} // namespace parallax::db
