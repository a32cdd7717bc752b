#pragma once

#include "../qtprint.h"

#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <sys/stat.h>
#include <utility>

namespace parallax::testing {

struct RunResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the parallax program with `args` and waits for it; `extraEnv` is
// added to its environment, `unset` taken out of it.
inline RunResult runParallax(const QStringList &args, int timeoutMs = 120000,
    const QList<std::pair<QString, QString>> &extraEnv = {}, const QStringList &unset = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &name : unset)
        env.remove(name);
    for (const auto &[name, value] : extraEnv)
        env.insert(name, value);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PARALLAX_BIN), args);
    EXPECT_TRUE(p.waitForFinished(timeoutMs)) << args.join(u' ').toStdString();
    RunResult r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// What a file looks like from outside: its bytes and its modification time
// (to the nanosecond); and which names its folder holds.
struct FileState
{
    QByteArray sha256;
    qint64 mtimeNs = 0;
    qint64 size = 0;
    QStringList folder;
    bool operator==(const FileState &o) const
    {
        return sha256 == o.sha256 && mtimeNs == o.mtimeNs && size == o.size && folder == o.folder;
    }
};

inline FileState fileState(const QString &path)
{
    FileState s;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly)) {
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(&f);
        s.sha256 = h.result().toHex();
    }
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        s.mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
        s.size = st.st_size;
    }
    s.folder = QFileInfo(path).dir().entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    return s;
}

inline std::ostream &operator<<(std::ostream &os, const FileState &s)
{
    return os << s.sha256.left(12).toStdString() << " mtime " << s.mtimeNs << " size " << s.size << " folder ["
              << s.folder.join(QStringLiteral(", ")).toStdString() << "]";
}

} // namespace parallax::testing
