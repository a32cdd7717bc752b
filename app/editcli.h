#pragma once

// What the editing subcommands (source, cite) share.

#include "cli.h"

#include <db/database.h>

#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace parallax::app {

// --format text|json
QCommandLineOption formatOption();
// "text" or "json"; reports anything else and returns an empty string.
QString outputFormat(const QCommandLineParser &parser, const QCommandLineOption &option, const char *command);

// Opens FILE for writing; reports failures as "parallax COMMAND: …".
std::unique_ptr<db::Database> openForEditing(const QString &path, const char *command);

// Prints a JSON object on one line.
void printJson(const QJsonObject &object);

// Refuses with a message (exit code 1), changing nothing.
int refuse(const char *command, const QString &message);

} // namespace parallax::app
