#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace parallax {

// Text files as historians have them: UTF-8 or UTF-16 with or without a byte
// order mark, and the two Chinese legacy encodings, GB18030 (mainland texts)
// and Big5 (Taiwan, Hong Kong, older digitisations).
//
// Encoding names are those QStringDecoder knows: "UTF-8", "UTF-16LE",
// "UTF-16BE", "GB18030", "Big5".
QStringList supportedTextEncodings();

struct DecodedText
{
    QString text; // without the byte order mark
    QString encoding;
    bool byteOrderMark = false;
    // Characters that could not be decoded (each became U+FFFD). A text
    // decoded in the right encoding has none.
    qsizetype invalid = 0;
};

// The encoding the bytes are most likely in: a byte order mark if there is
// one; UTF-16 when every other byte of an ASCII-heavy text is zero; UTF-8 when
// the bytes are valid UTF-8; otherwise whichever of GB18030 and Big5 decodes
// with fewer errors and more of the commonest characters of its script.
QString detectTextEncoding(const QByteArray &bytes);

// Decodes `bytes` in `encoding` (detected when empty). Fails for an encoding
// Parallax does not offer, and for text that does not decode cleanly in it
// (the message says how many characters are wrong and suggests another).
Result<DecodedText> decodeText(const QByteArray &bytes, const QString &encoding = {});

} // namespace parallax
