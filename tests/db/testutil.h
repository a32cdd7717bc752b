#pragma once

#include "../qtprint.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace parallax::testing {

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

inline void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
    f.write(data);
}

// A small corpus folder written from strings, for loader tests.
inline void writeCorpus(const QString &dir, const QByteArray &json, const QList<std::pair<QString, QByteArray>> &texts)
{
    QDir().mkpath(dir);
    writeFile(dir + QStringLiteral("/corpus.json"), json);
    for (const auto &[name, data] : texts)
        writeFile(dir + u'/' + name, data);
}

} // namespace parallax::testing
