#include "jsonwriter.h"

#include <QIODevice>
#include <QLocale>

namespace parallax::db {

namespace {
constexpr qsizetype kBufferSize = 1 << 20;
}

JsonStream::JsonStream(QIODevice &out)
    : m_out(out)
{
    m_buffer.reserve(kBufferSize + 4096);
}

JsonStream::~JsonStream()
{
    flush();
}

void JsonStream::spill()
{
    if (m_buffer.size() >= kBufferSize)
        flush();
}

bool JsonStream::flush()
{
    if (m_ok && !m_buffer.isEmpty())
        m_ok = m_out.write(m_buffer) == m_buffer.size();
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
            m_buffer += m_pending.isEmpty() ? ", " : ",";
        m_first.back() = false;
    }
    m_buffer += m_pending;
    m_pending.clear();
}

JsonStream &JsonStream::indent(int spaces)
{
    m_pending = '\n' + QByteArray(spaces, ' ');
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
    m_buffer += m_pending;
    m_pending.clear();
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
        m_buffer += m_pending; // an empty list stays "[]"
    m_pending.clear();
    m_buffer += ']';
    m_first.pop_back();
    spill();
    return *this;
}

JsonStream &JsonStream::insideArray()
{
    m_first.push_back(true);
    return *this;
}

JsonStream &JsonStream::elements(QByteArrayView json)
{
    if (json.isEmpty())
        return *this;
    if (!m_first.back())
        m_buffer += ',';
    m_first.back() = false;
    m_pending.clear();
    m_buffer += json;
    spill();
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
    m_buffer += '"';
    const QByteArray utf8 = text.toUtf8();
    qsizetype from = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_buffer.append(utf8.constData() + from, i - from);
        from = i + 1;
        switch (c) {
        case '"':
            m_buffer += "\\\"";
            break;
        case '\\':
            m_buffer += "\\\\";
            break;
        case '\n':
            m_buffer += "\\n";
            break;
        case '\r':
            m_buffer += "\\r";
            break;
        case '\t':
            m_buffer += "\\t";
            break;
        default: {
            static const char kHex[] = "0123456789abcdef";
            const char u[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
            m_buffer.append(u, 6);
        }
        }
    }
    m_buffer.append(utf8.constData() + from, utf8.size() - from);
    m_buffer += '"';
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
