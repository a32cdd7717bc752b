#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

class QIODevice;

namespace parallax::db {

// Writes JSON to a device as it goes, through a buffer of about a megabyte:
// for exports of a million entries, which QJsonDocument would build whole in
// memory first (and slowly). Commas are placed by the writer; `indent()`
// puts a line break and spaces before the next element.
class JsonStream final
{
public:
    explicit JsonStream(QIODevice &out);
    // Appends to `target` itself, with no buffer between (for a chunk of
    // elements that another stream takes with elements()).
    explicit JsonStream(QByteArray &target);
    ~JsonStream();
    JsonStream(const JsonStream &) = delete;
    JsonStream &operator=(const JsonStream &) = delete;

    JsonStream &beginObject();
    JsonStream &endObject();
    JsonStream &beginArray();
    JsonStream &endArray();
    // A line break and `spaces` spaces before the next element or closing bracket.
    JsonStream &indent(int spaces);

    JsonStream &key(const char *name);
    JsonStream &value(const QString &text);
    JsonStream &value(const char *latin1);
    JsonStream &value(double number);
    JsonStream &value(int number) { return value(qint64(number)); }
    JsonStream &value(qint64 number);
    JsonStream &value(bool flag);
    JsonStream &null();

    // For elements of an array that another stream opens and closes: this
    // stream writes them as that array's would, from the first (no comma
    // before it) or, `after` elements already written, after them; the
    // other takes them with elements().
    JsonStream &insideArray(bool after = false);
    // Elements an insideArray() stream wrote, into this stream's open array
    // after those it has (with the comma between).
    JsonStream &elements(QByteArrayView json);

    // key + value; the `IfAny` forms leave out an empty text.
    template <typename T> JsonStream &field(const char *name, const T &v) { return key(name).value(v); }
    JsonStream &fieldIfAny(const char *name, const QString &text) { return text.isEmpty() ? *this : field(name, text); }

    // Writes what is buffered; false once any write failed.
    bool flush();
    bool ok() const { return m_ok; }

private:
    void element(); // comma and pending indentation before a value or key
    void writeIndent(); // the pending indentation, if any
    void string(const QString &text);
    void spill();

    QIODevice *const m_out; // none when writing to a caller's array
    QByteArray m_own;
    QByteArray &m_buffer; // m_own, or the caller's array
    int m_indent = -1; // spaces after a line break before the next element; -1: none
    std::vector<bool> m_first; // per open bracket: no element written yet
    bool m_afterKey = false;
    bool m_ok = true;
};

} // namespace parallax::db
