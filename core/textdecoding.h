#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace parallax {

// Text files as historians have them: UTF-8 or UTF-16 with or without a byte
// order mark, the two Chinese legacy encodings, GB18030 (mainland texts) and
// Big5 (Taiwan, Hong Kong, older digitisations), and Windows-1252 for older
// texts in Danish, German, French and the other western European languages.
// Windows-1252 agrees with ISO-8859-1 (Latin-1) on every printable character,
// so Latin-1 files read as Windows-1252; decodeText() takes "ISO-8859-1" and
// "Latin-1" as names for it.
//
// Encoding names are those QStringDecoder knows: "UTF-8", "UTF-16LE",
// "UTF-16BE", "GB18030", "Big5", "Windows-1252".
QStringList supportedTextEncodings();

struct DecodedText
{
    QString text; // without the byte order mark
    QString encoding;
    bool byteOrderMark = false;
    // Characters that could not be decoded (each became U+FFFD), and in
    // Windows-1252 the five bytes it leaves undefined, in UTF-16 unpaired
    // surrogates. A text decoded in the right encoding has none.
    qsizetype invalid = 0;
};

// The encoding the bytes are most likely in, decided in this order:
// - a byte order mark;
// - UTF-16 when every other byte of an ASCII-heavy text is zero (none when
//   the characters it gives are control characters);
// - none (empty) when the bytes look like a binary file, not text: a NUL
//   byte, or more than one control character in a hundred;
// - UTF-8 when the bytes are valid UTF-8, or nearly: twice as many
//   well-formed sequences beyond ASCII as broken ones (damaged UTF-8);
// - GB18030 or Big5 when one of them decodes the bytes cleanly into Chinese
//   prose (enough of the commonest Chinese characters);
// - Windows-1252 when the bytes read as Latin-script text there: the bytes
//   beyond ASCII stand alone or by two or three between ASCII ones (Danish
//   "Søren", "æøå"), where Chinese bytes come in long runs;
// - otherwise GB18030 or Big5 when one decodes cleanly or reads as Chinese
//   despite a broken character (a short title, a damaged file), else
//   Windows-1252.
QString detectTextEncoding(const QByteArray &bytes);

// Decodes `bytes` in `encoding` (detected when empty). Fails for an encoding
// Parallax does not offer, for a binary file, and for text that does not
// decode cleanly in it (the message says how many characters are wrong and
// suggests another); a text read in the wrong encoding into control
// characters (UTF-16 read as UTF-8) fails too.
Result<DecodedText> decodeText(const QByteArray &bytes, const QString &encoding = {});

} // namespace parallax
